// Moving the focus to the control a message is about, so the user lands where the correction is needed.

/** Focuses the control named `name` inside a form (after a failed submit or a server's 400). */
export function focusField(form: HTMLFormElement | null, name: string): void {
  form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
}
