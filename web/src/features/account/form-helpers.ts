// Small helpers the account pages share: the document title and focusing the first field to correct.
import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Moves the focus to the control named `name` inside a form, so the user lands where the message is. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}
