import { useId } from "react";

/** A field's id (the caller's, or a generated one) and the ids of its description and error. */
export function useFieldIds(givenId?: string) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return { id, descriptionId: `${id}-description`, errorId: `${id}-error` };
}
