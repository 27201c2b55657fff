import { DetailsView } from './details/DetailsView';
import type { EditorRegistry } from './registry';

/** The shell's own views. The lowest priority: a kind's real editor opens first once it exists. */
export function registerBuiltinEditors(registry: EditorRegistry): void {
  registry.register({ id: 'details', label: 'details.title', kinds: '*', priority: 0, View: DetailsView });
}
