import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, useLocation, useNavigate, useParams, useSearchParams, Outlet, useRouteError, useMatches } from 'react-router-dom';
function L(){ const l=useLocation(); const n=useNavigate(); const p=useParams(); const [s]=useSearchParams(); const e=useRouteError(); const m=useMatches(); return <div onClick={()=>n('/x')}>{l.pathname}{String(p.a)}{s.get('q')}{String(e)}{m.length}<Link to="/y">y</Link><Outlet/></div>; }
const r = createBrowserRouter([{ path: '/', element: <L/>, errorElement: <L/>, children: [{ path: 'a', lazy: async () => ({ Component: L }) }] }]);
createRoot(document.body).render(<RouterProvider router={r} />);
