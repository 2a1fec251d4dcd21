import { useEffect, useRef } from "react";

/**
 * After a rejected submission, moves focus to the form's first invalid field, so keyboard and
 * screen-reader users land where the error is (WCAG 3.3.1). Give the returned ref to the <form>.
 */
export function useFocusFirstInvalid(actionData: unknown) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (actionData) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [actionData]);
  return formRef;
}
