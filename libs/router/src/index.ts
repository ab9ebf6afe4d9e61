/**
 * The React Router the site uses. Module federation shares a package whole (no tree shaking across apps), and all
 * of react-router is ~65 KB gzip, most of it data routers, server rendering and RSC the site does not use; this
 * facade, shared in its place, is ~15 KB. Browser builds alias `react-router-dom` to `@pac/router`
 * (`browserResolveAliases` in @pac/federation), so app code keeps importing from react-router-dom; tests and types
 * use react-router-dom itself, which re-exports the same things.
 *
 * Using an API that is not listed here fails the build ("… is not exported by @pac/router"); add it below.
 * facade.test.ts checks that every name the apps import from react-router-dom is here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type {
  InitialEntry,
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  To,
} from 'react-router';
