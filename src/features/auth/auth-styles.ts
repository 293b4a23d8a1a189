// Mantine's styles for what only the sign-in, sign-up and reset pages draw, loaded with their
// routes instead of in every page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/PasswordInput.layer.css';
