import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, Link, useLocation, useNavigate, useParams, useSearchParams, Outlet } from 'react-router-dom';
function L(){ const l=useLocation(); const n=useNavigate(); const p=useParams(); const [s]=useSearchParams(); return <div onClick={()=>n('/x')}>{l.pathname}{String(p.a)}{s.get('q')}<Link to="/y">y</Link><Outlet/></div>; }
createRoot(document.body).render(<BrowserRouter><Routes><Route path="/" element={<L/>}><Route path="a" element={<L/>}/></Route></Routes></BrowserRouter>);
