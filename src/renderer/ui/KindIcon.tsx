import type { DocumentKind } from '../../shared/document-kind';
import { kindIcon } from './kind-icons';

/** The picture of a document kind; decorative, so hidden from assistive technology. */
export function KindIcon({ kind, size = 20 }: { kind: DocumentKind; size?: number }) {
  return (
    <svg
      className="kind-icon"
      width={size}
      height={size}
      viewBox="0 0 512 512"
      aria-hidden="true"
      focusable="false"
      // The bodies are static SVG from the icon package, never user content.
      dangerouslySetInnerHTML={{ __html: kindIcon(kind).body }}
    />
  );
}
