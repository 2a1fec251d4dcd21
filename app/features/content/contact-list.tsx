import { useT } from "~/platform/i18n/i18n-provider";
import type { Contact } from "@shop/contract/content/sections";
import { ContentImage } from "./content-image";

export function ContactList({ contacts, title }: { contacts: Contact[]; title?: string | null }) {
  const t = useT();
  if (contacts.length === 0) return null;
  return (
    <section className="contacts" aria-label={title ?? t("content.contacts")}>
      {title ? <h2>{title}</h2> : null}
      <ul className="contacts__list">
        {contacts.map((contact, i) => (
          <li key={contact.sys?.id ?? i} className="contact-card">
            <ContentImage image={contact.image} sizes="6rem" decorative className="contact-card__image" />
            <p className="contact-card__name">{contact.name}</p>
            {contact.role ? <p className="contact-card__role">{contact.role}</p> : null}
            {contact.phone ? (
              <p>
                <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
              </p>
            ) : null}
            {contact.email ? (
              <p>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
