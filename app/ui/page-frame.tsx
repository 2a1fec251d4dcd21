import type { ReactNode } from "react";

/** A page's heading and body; pages whose data arrives in later work show an EmptyState in it. */
export function PageFrame({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="empty-state">{children}</p>;
}
