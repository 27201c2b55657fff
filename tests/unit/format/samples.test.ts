import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { samplesDir, validateFile } from './helpers';

const files = readdirSync(samplesDir).filter((f) => f.endsWith('.json')).sort();

describe('samples', () => {
  it.each(files)('%s is valid, with no warnings', (file) => {
    const result = validateFile(join(samplesDir, file));
    expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('there are a catalog and three missions, each mission naming the sample catalog', () => {
    expect(files).toContain('sine-tempore-core.catalog.json');
    const missions = files.filter((f) => f.endsWith('.mission.json'));
    expect(missions.length).toBeGreaterThanOrEqual(3);
    for (const m of missions) expect(JSON.parse(readFileSync(join(samplesDir, m), 'utf8')).catalog).toBe('sine-tempore-core.catalog.json');
  });

  it('give every text field in English, German and French', () => {
    const walk = (v: unknown, path: string, out: string[]) => {
      if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}/${i}`, out));
      else if (v && typeof v === 'object') {
        const keys = Object.keys(v);
        if (keys.includes('en') && !(keys.includes('de') && keys.includes('fr'))) out.push(path);
        for (const [k, x] of Object.entries(v)) walk(x, `${path}/${k}`, out);
      }
    };
    for (const f of files.filter((x) => !x.endsWith('.deck.json'))) {
      const out: string[] = [];
      walk(JSON.parse(readFileSync(join(samplesDir, f), 'utf8')), '', out);
      expect(out, f).toEqual([]);
    }
  });
});
