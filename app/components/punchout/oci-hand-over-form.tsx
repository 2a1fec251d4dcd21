import type { OciFormField } from "@shop/domain/oci-export";
import { useT } from "~/i18n/i18n-provider";
import { useNonce } from "~/security/nonce";

export interface OciHandOverFormProps {
  hookUrl: string;
  target: string;
  okCode: string;
  caller: string;
  fields: OciFormField[];
  lineCount: number;
}

const FORM_ID = "oci-hand-over";

/**
 * The OCI form: hidden fields (React escapes every value), the OCI control fields, a visible
 * button for browsers without JavaScript and a nonce'd one-line script that submits at once.
 * CSP leaves form-action open for exactly this post (security-headers.server.ts).
 */
export function OciHandOverForm({ hookUrl, target, okCode, caller, fields, lineCount }: OciHandOverFormProps) {
  const t = useT();
  const nonce = useNonce();
  return (
    <>
      <p>{t("checkout.punchout.transfer_lead", { count: lineCount })}</p>
      <form id={FORM_ID} method="post" action={hookUrl} target={target} acceptCharset="UTF-8">
        <input type="hidden" name="~OkCode" value={okCode} />
        <input type="hidden" name="~TARGET" value={target} />
        <input type="hidden" name="~CALLER" value={caller} />
        {fields.map((field) => (
          <input key={field.name} type="hidden" name={field.name} value={field.value} />
        ))}
        <p>{t("checkout.punchout.transfer_manual")}</p>
        <button type="submit" className="button button-primary">
          {t("checkout.punchout.transfer_submit")}
        </button>
      </form>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: `document.getElementById(${JSON.stringify(FORM_ID)}).submit();` }}
      />
    </>
  );
}
