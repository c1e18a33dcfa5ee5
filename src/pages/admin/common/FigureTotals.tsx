/** Headline figures, each a name and its number with its thousands written out. */
export function FigureTotals({ className, figures, busy }: { className: string; figures: readonly (readonly [string, number])[]; busy?: boolean }) {
  return (
    <dl className={className} aria-busy={busy}>
      {figures.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
