import { useLocation } from 'react-router-dom';

/** Shows where the router is (path and query), for tests of redirects: find it by the test id 'where'. */
export function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
