// Baseline for the bundle benchmark: react + react-dom + react-router and nothing of ours.
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<p>baseline</p>} />
    </Routes>
  </BrowserRouter>,
);
