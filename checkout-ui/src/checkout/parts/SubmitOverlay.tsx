import { useEffect, useState } from 'react';
import { nextOverlayProgress } from '../logic/page';

/** While the purchase runs: a bar that rises on its own (it says nothing of the real progress). */
export const SubmitOverlay = () => {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => nextOverlayProgress(p, Math.random)), 500);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="overlay" role="status" aria-label="Processando pagamento">
      <div className="overlay-box">
        <p>Processando seu pagamento...</p>
        <div className="bar">
          <div className="fill" style={{ width: `${progress}%` }} />
        </div>
      </div>
    </div>
  );
};
