// Mantine's styles for the phone's filter slide-out, loaded with it (it is itself loaded when
// the shopper opens it) instead of with the listing's stylesheet.
import '@mantine/core/styles/Drawer.layer.css';
