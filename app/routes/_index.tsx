import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Startsida" }];

export default function StartPage() {
  return (
    <main>
      <h1>Välkommen</h1>
    </main>
  );
}
