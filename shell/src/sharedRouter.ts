// What the portal uses of React Router, the module every build shares under the name
// 'react-router-dom' (tools/webpack/federation.js). A shared module cannot be tree-shaken by its
// users (a remote may use any export), so sharing react-router-dom itself would put all of React
// Router (190 KB of main.js: data routers, server rendering, cookies) on every page. This module
// names the part the shell, shared-auth, shared-ui and the remotes import; webpack keeps only what
// it needs of react-router behind it. A source file that imports anything else from
// 'react-router-dom' fails sharedModules.test.ts, not a page at run time, and a remote deployed
// alone that does fails its build against the shell in use (tools/webpack/shared-check.js). Tests
// and tools import the real package.
export {
  BrowserRouter,
  generatePath,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
