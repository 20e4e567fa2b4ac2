// Kept for the tests that still import it: the one harness is web/src/test/render.tsx.
export { renderWithStore as renderWithApp, storeFor } from '@/test/render.tsx';
