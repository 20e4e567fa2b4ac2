// Small helpers the account pages share: the document title (focusing a field lives in shared/forms).
import { useEffect } from 'react';

/** Sets the browser tab's title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
