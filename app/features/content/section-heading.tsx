export function SectionHeading({
  title,
  icon,
}: {
  title?: string | null;
  icon?: { url: string; width?: number | null; height?: number | null } | null;
}) {
  if (!title) return null;
  return (
    <h2 className="section__title">
      {icon?.url ? (
        <img
          src={icon.url}
          alt=""
          width={icon.width ?? 24}
          height={icon.height ?? 24}
          className="section__icon"
          loading="lazy"
          decoding="async"
        />
      ) : null}
      {title}
    </h2>
  );
}
