/**
 * The legend in the table's lower-left corner, folded to its title until opened (so it covers no part of the table
 * unasked): a swatch per terrain type, solid against area, and the sides' colours.
 */
import type { Studio } from '../../../studio';
import { SIDE_COLOUR, TERRAIN_LOOK, TERRAIN_TYPES, ZONE_COLOUR } from './style';

export function Legend({ studio }: { studio: Studio }) {
  const t = studio.t;
  return (
    <details className="un-legend" aria-label={t('universalis:legend.title')}>
      <summary>{t('universalis:legend.title')}</summary>
      <ul>
        {TERRAIN_TYPES.map((type) => (
          <li key={type}>
            <span
              className="swatch"
              style={{ background: TERRAIN_LOOK[type].fill, borderColor: TERRAIN_LOOK[type].stroke }}
              aria-hidden="true"
            />
            {t(`universalis:terrain.${type}`)}
          </li>
        ))}
        <li>
          <span className="swatch solid" aria-hidden="true" />
          {t('universalis:legend.solid')}
        </li>
        <li>
          <span className="swatch area" aria-hidden="true" />
          {t('universalis:legend.area')}
        </li>
        <li>
          <span className="swatch hatch" style={{ color: SIDE_COLOUR.a }} aria-hidden="true" />
          {t('universalis:legend.sideA')}
        </li>
        <li>
          <span className="swatch hatch" style={{ color: SIDE_COLOUR.b }} aria-hidden="true" />
          {t('universalis:legend.sideB')}
        </li>
        <li>
          <span className="swatch hatch" style={{ color: ZONE_COLOUR }} aria-hidden="true" />
          {t('universalis:legend.zone')}
        </li>
      </ul>
    </details>
  );
}
