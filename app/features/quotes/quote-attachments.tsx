import { Form } from "@remix-run/react";
import { CsrfField } from "~/platform/session/csrf-field";
import { useT } from "~/platform/i18n/i18n-provider";
import type { QuoteView } from "./quote-view.server";

interface Props {
  quoteId: string;
  attachments: QuoteView["attachments"];
  editable: boolean;
  /** The upload's refusal (too large, missing), shown beside the file field. */
  error?: string;
}

/** Files that go with the quote (drawings, photos): listed for download, uploaded and removed while editable. */
export function QuoteAttachments({ quoteId, attachments, editable, error }: Props) {
  const t = useT();
  return (
    <section aria-labelledby="attachments-heading">
      <h2 id="attachments-heading">{t("quote-pages.attachments.heading")}</h2>
      {attachments.length === 0 ? (
        <p className="empty-state">{t("quote-pages.attachments.none")}</p>
      ) : (
        <ul className="quote-attachments">
          {attachments.map((a) => (
            <li key={a.attachmentId}>
              {/* A plain link: the file is a download, not a page for the router. */}
              <a
                href={`/mina-sidor/offerter/${quoteId}/bilagor/${a.attachmentId}`}
                download={a.fileName}
                aria-label={t("quote-pages.attachments.download", { name: a.fileName })}
              >
                {a.fileName}
              </a>{" "}
              <span className="muted">({a.size})</span>
              {editable ? (
                <Form method="post" className="inline">
                  <CsrfField />
                  <input type="hidden" name="attachmentId" value={a.attachmentId} />
                  <button
                    type="submit"
                    name="intent"
                    value="remove-attachment"
                    aria-label={t("quote-pages.attachments.remove_for", { name: a.fileName })}
                  >
                    {t("quote-pages.items.remove")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <Form method="post" encType="multipart/form-data" className="inline-form">
          <CsrfField />
          <div className="field">
            <label htmlFor="attachment-file">{t("quote-pages.attachments.file")}</label>
            <input
              id="attachment-file"
              name="file"
              type="file"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "attachment-file-error" : undefined}
            />
            {error ? (
              <p className="field__error" id="attachment-file-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" name="intent" value="upload">
            {t("quote-pages.attachments.upload")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
