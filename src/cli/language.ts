import { LANGUAGES, isLanguage, type Language } from '../engine/core/language';
import { UsageError } from './command';

/**
 * The language of a command's report (`--lang de`). English unless asked: the output is read by scripts and CI too,
 * so it never depends on the machine's locale.
 */
export function languageOption(value: string | undefined): Language {
  if (value === undefined) return 'en';
  if (!isLanguage(value)) throw new UsageError(`--lang takes ${LANGUAGES.join(', ')}, not "${value}"`);
  return value;
}
