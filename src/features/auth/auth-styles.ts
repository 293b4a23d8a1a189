// Mantine's styles for what only the sign-in and sign-up pages draw (the remember-me and terms
// boxes, the forgot-password dialog), loaded with their routes instead of in every page's
// render-blocking stylesheet (src/app/mantine-styles.ts). The password boxes bring their own
// (src/components/password-field.tsx).
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Modal.layer.css';
