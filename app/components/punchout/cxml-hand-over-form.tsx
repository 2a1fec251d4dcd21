import { useT } from "~/i18n/i18n-provider";
import { useNonce } from "~/security/nonce";

export interface CxmlHandOverFormProps {
  hookUrl: string;
  target: string;
  cxml: string;
  inspect: boolean;
  lineCount: number;
}

const FORM_ID = "cxml-hand-over";

/**
 * The cXML hand-over: the PunchOutOrderMessage as the form field `cxml-urlencoded` (the browser URL-encodes
 * it, React escapes it into the attribute), posted to BrowserFormPost by a nonce'd one-line script, or by
 * the visible button without JavaScript, like the OCI form.
 */
export function CxmlHandOverForm({ hookUrl, target, cxml, inspect, lineCount }: CxmlHandOverFormProps) {
  const t = useT();
  const nonce = useNonce();
  return (
    <>
      <p>{t("checkout.punchout.transfer_lead", { count: lineCount })}</p>
      <form id={FORM_ID} method="post" action={hookUrl} target={target} acceptCharset="UTF-8">
        <input type="hidden" name="cxml-urlencoded" value={cxml} />
        <p>{t("checkout.punchout.transfer_manual")}</p>
        <button type="submit" className="button button-primary">
          {t(inspect ? "checkout.punchout.return_submit" : "checkout.punchout.transfer_submit")}
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
