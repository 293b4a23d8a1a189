/** Every host mounts the API here; clients default VITE_API_URL to the same path. */
export const API_BASE_PATH = '/api/v1';
