/** A text field of a submitted form, as typed ("" when missing). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
