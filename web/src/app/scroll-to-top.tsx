import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * A page opened by a link starts at its top: a client-side navigation keeps the scroll position of the page before
 * (on a phone, the footer of a long list). A query change (a filter, a page of results) keeps its place.
 */
export function ScrollToTop() {
  const [path] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs for each new path, which it does not read
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [path]);
  return null;
}
