import type { ReactNode } from "react";
import { useT } from "~/platform/i18n/i18n-provider";
import { useNonce } from "~/platform/security/nonce";

export interface AutoSubmitHandOverProps {
  formId: string;
  hookUrl: string;
  target: string;
  lineCount: number;
  submitLabel: string;
  /** The protocol's hidden fields (React escapes every value). */
  children: ReactNode;
}

/**
 * A punch-out hand-over, OCI or cXML: the protocol's hidden fields posted to the procurement system by a nonce'd
 * one-line script at once, or by the visible button without JavaScript. CSP leaves form-action open for exactly
 * this post (security-headers.server.ts).
 */
export function AutoSubmitHandOver({
  formId,
  hookUrl,
  target,
  lineCount,
  submitLabel,
  children,
}: AutoSubmitHandOverProps) {
  const t = useT();
  const nonce = useNonce();
  return (
    <>
      <p>{t("checkout.punchout.transfer_lead", { count: lineCount })}</p>
      <form id={formId} method="post" action={hookUrl} target={target} acceptCharset="UTF-8">
        {children}
        <p>{t("checkout.punchout.transfer_manual")}</p>
        <button type="submit" className="button button-primary">
          {submitLabel}
        </button>
      </form>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `document.getElementById(${JSON.stringify(formId)}).submit();` }}
      />
    </>
  );
}
