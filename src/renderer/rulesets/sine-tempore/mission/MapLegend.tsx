/**
 * What the colours over the map mean, in a corner of the map: control areas and ranges, a batch's heat map, a
 * game's reachable squares. Each entry is a swatch drawn as the map draws it (a dashed outline, a fill, a
 * colour ramp) with its name; a legend may carry its own controls (the heat map's opacity).
 */
import type { ReactNode } from 'react';

export interface LegendEntry {
  key: string;
  label: string;
  /** An outline (dashed or not) or a filled square, in the map's colour. */
  swatch: { stroke: string; dash?: string } | { fill: string } | { ramp: string[] };
}

function Swatch({ swatch }: { swatch: LegendEntry['swatch'] }) {
  if ('ramp' in swatch) return <span className="map-legend-ramp" style={{ background: `linear-gradient(to right, ${swatch.ramp.join(', ')})` }} aria-hidden="true" />;
  return (
    <svg width="26" height="12" aria-hidden="true">
      {'fill' in swatch ? (
        <rect x="7" y="0.5" width="11" height="11" rx="2" style={{ fill: swatch.fill }} />
      ) : (
        <line x1="1" y1="6" x2="25" y2="6" style={{ stroke: swatch.stroke, strokeWidth: 3, strokeDasharray: swatch.dash, strokeLinecap: 'round' }} />
      )}
    </svg>
  );
}

export function MapLegend({ label, title, entries, children }: { label: string; title?: string; entries: readonly LegendEntry[]; children?: ReactNode }) {
  return (
    <div className="map-legend">
      {title && <strong className="map-legend-title">{title}</strong>}
      <ul aria-label={label}>
        {entries.map((e) => (
          <li key={e.key}>
            <Swatch swatch={e.swatch} />
            <span>{e.label}</span>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
