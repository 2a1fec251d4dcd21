import type { OciFormField } from "@shop/domain/oci-export";
import { useT } from "~/platform/i18n/i18n-provider";
import { AutoSubmitHandOver } from "./auto-submit-hand-over";

export interface OciHandOverFormProps {
  hookUrl: string;
  target: string;
  okCode: string;
  caller: string;
  fields: OciFormField[];
  lineCount: number;
}

/** The OCI form: the OCI control fields and one hidden field per line value. */
export function OciHandOverForm({ hookUrl, target, okCode, caller, fields, lineCount }: OciHandOverFormProps) {
  const t = useT();
  return (
    <AutoSubmitHandOver
      formId="oci-hand-over"
      hookUrl={hookUrl}
      target={target}
      lineCount={lineCount}
      submitLabel={t("checkout.punchout.transfer_submit")}
    >
      <input type="hidden" name="~OkCode" value={okCode} />
      <input type="hidden" name="~TARGET" value={target} />
      <input type="hidden" name="~CALLER" value={caller} />
      {fields.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
    </AutoSubmitHandOver>
  );
}
