// Mantine's styles for what only the listings and product pages draw (the filter and detail
// accordions), loaded with their routes instead of in every page's render-blocking stylesheet
// (src/app/mantine-styles.ts).
import '@mantine/core/styles/Accordion.layer.css';
