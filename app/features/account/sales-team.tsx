import { useT } from "~/platform/i18n/i18n-provider";

export interface SalesTeamMember {
  name: string;
  role: string | null;
  email: string | null;
  phone: string | null;
}

/** The selected customer's sales team (GET /crm/customerteam); nothing at all when the customer has none. */
export function SalesTeam({ members }: { members: SalesTeamMember[] }) {
  const t = useT();
  if (members.length === 0) return null;
  return (
    <section className="sales-team" aria-labelledby="sales-team-heading">
      <h2 id="sales-team-heading">{t("account-pages.sales_team.title")}</h2>
      <ul className="sales-team__list">
        {members.map((member) => (
          <li key={`${member.name}-${member.email ?? ""}`} className="sales-team__member">
            <p className="sales-team__name">{member.name}</p>
            {member.role ? <p className="muted">{member.role}</p> : null}
            {member.phone ? (
              <p>
                <a
                  href={`tel:${member.phone.replace(/[^\d+]/g, "")}`}
                  aria-label={t("account-pages.sales_team.phone", { name: member.name, phone: member.phone })}
                >
                  {member.phone}
                </a>
              </p>
            ) : null}
            {member.email ? (
              <p>
                <a
                  href={`mailto:${member.email}`}
                  aria-label={t("account-pages.sales_team.email", { name: member.name, email: member.email })}
                >
                  {member.email}
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
