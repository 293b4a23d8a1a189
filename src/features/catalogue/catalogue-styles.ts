// Mantine's styles for what the listings and product pages draw and the home page does not (the
// filter and detail accordions, the product's video), loaded with their routes instead of in
// every page's render-blocking stylesheet (src/app/mantine-styles.ts).
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/AspectRatio.layer.css';
