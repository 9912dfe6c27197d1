import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';

// Only the parts the home page draws, so the chunk carries no more of Chart.js than it uses.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);

/**
 * One Chart.js chart on a canvas. The chart is made again when its configuration changes (a new
 * period, a new language) and destroyed with the component, so no canvas keeps a stale chart.
 */
export function ChartCanvas({ config, label, testId }: { config: ChartConfiguration<'bar' | 'doughnut'>; label: string; testId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative h-56 w-full">
      <canvas ref={canvas} role="img" aria-label={label} data-testid={testId} />
    </div>
  );
}
