import { LoaderCircle } from '../ui/lucide';
import type { SubmitLabels } from './submit-button';

/**
 * The submit button's words for each state, drawn on the server and passed to the client form,
 * which only sets the button's data-send-state (SubmitButton): CSS shows the words of that state
 * and hides the others (display: none, so neither the eye nor a screen reader meets them, and
 * the button's name is the visible words). Drawn in the client bundle they cost /contacto/ about
 * 200 B of gzipped script, and the spinner's SVG sat in the layout chunk of every page.
 * Waiting (before hydration): "Preparando el formulario…", or without scripting (no-script:)
 * "Enviar Mensaje". Ready: "Enviar Mensaje". Busy: the spinner and "Enviando…".
 */
export function SubmitLabel({ labels }: { labels: SubmitLabels }) {
  return (
    <>
      <span className="hidden group-data-[send-state=waiting]:inline">
        <span className="no-script:hidden">{labels.preparing}</span>
        <span className="hidden no-script:inline">{labels.submit}</span>
      </span>
      <span className="hidden group-data-[send-state=ready]:inline">{labels.submit}</span>
      <span className="hidden items-center gap-2 group-data-[send-state=busy]:inline-flex">
        <LoaderCircle className="size-5 motion-safe:animate-spin" />
        {labels.sending}
      </span>
    </>
  );
}
