/** Order references ("Er referens", cost centre; docs/purchasing-controls.md) for the other rooms. */
export { REFERENCE_FIELD_LABEL_KEYS, ReferenceFields } from "./reference-fields";
export { OrderReferenceSettingsForm } from "./settings-form";
