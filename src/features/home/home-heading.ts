/**
 * The home page's one h1 (its title's words), for screen readers and search engines. Journeys wait
 * for it as the sign that home is drawn: a slide's headline hides while another slide shows.
 */
export const HOME_HEADING = 'FragranceHub: authentic perfumes in Nigeria';
