import { useT } from "~/platform/i18n/i18n-provider";
import { AutoSubmitHandOver } from "./auto-submit-hand-over";

export interface CxmlHandOverFormProps {
  hookUrl: string;
  target: string;
  cxml: string;
  inspect: boolean;
  lineCount: number;
}

/**
 * The cXML hand-over: the PunchOutOrderMessage as the form field `cxml-urlencoded` (the browser URL-encodes it,
 * React escapes it into the attribute) posted to BrowserFormPost.
 */
export function CxmlHandOverForm({ hookUrl, target, cxml, inspect, lineCount }: CxmlHandOverFormProps) {
  const t = useT();
  return (
    <AutoSubmitHandOver
      formId="cxml-hand-over"
      hookUrl={hookUrl}
      target={target}
      lineCount={lineCount}
      submitLabel={t(inspect ? "checkout.punchout.return_submit" : "checkout.punchout.transfer_submit")}
    >
      <input type="hidden" name="cxml-urlencoded" value={cxml} />
    </AutoSubmitHandOver>
  );
}
