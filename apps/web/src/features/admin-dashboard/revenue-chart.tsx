import { useLayoutEffect, useRef, useState } from 'react';
import { formatVnd, type DashboardDay } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { adminDashboardTexts } from './admin-dashboard-texts';
import { compactVnd, shortDay } from './money-labels';

const HEIGHT = 240;
// Room on the right for the last day's label, centred under the last bar.
const PAD = { top: 12, right: 20, bottom: 28, left: 56 };
const TICKS = 4;

/** A round step for the axis: 1, 2 or 5 times a power of ten, so the labels read easily. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value / TICKS));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s * TICKS >= value) ?? power * 10;
  return step * TICKS;
}

/** The container's width, followed as it changes, so the labels keep their size on a phone. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return { ref, width };
}

interface RevenueChartProps {
  days: readonly DashboardDay[];
}

/**
 * The daily revenue of the last 30 days as bars: the paid part dark, what is still to be paid
 * light on top. Plain SVG, loaded with this page only.
 */
export function RevenueChart({ days }: RevenueChartProps) {
  const t = useTexts(adminDashboardTexts);
  const { ref, width } = useWidth(640);
  const max = niceMax(Math.max(0, ...days.map((day) => day.revenue)));
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = days.length > 0 ? plotWidth / days.length : 0;
  const barWidth = Math.max(2, slot * 0.7);
  const y = (amount: number) => PAD.top + plotHeight - (amount / max) * plotHeight;
  // About one date label per 60 px: every 5th day on a phone, every 2nd or 3rd on a desktop.
  const labelEvery = Math.max(1, Math.ceil(60 / Math.max(slot, 1)));
  const total = days.reduce((sum, day) => sum + day.revenue, 0);

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={t.chartLabel(days.length, formatVnd(total))}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full text-stone-500"
        data-testid="revenue-chart"
      >
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const amount = (max / TICKS) * i;
          return (
            <g key={i}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(amount)}
                y2={y(amount)}
                className="stroke-stone-200"
                strokeDasharray={i === 0 ? undefined : '3 3'}
              />
              <text
                x={PAD.left - 6}
                y={y(amount)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-stone-500 text-[11px]"
              >
                {compactVnd(amount, t)}
              </text>
            </g>
          );
        })}
        {days.map((day, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          const pending = day.revenue - day.paidRevenue;
          return (
            <g key={day.day}>
              <title>
                {t.dayTitle(
                  shortDay(day.day),
                  formatVnd(day.revenue),
                  day.orderCount,
                  formatVnd(day.paidRevenue),
                )}
              </title>
              {day.paidRevenue > 0 && (
                <rect
                  x={x}
                  y={y(day.paidRevenue)}
                  width={barWidth}
                  height={y(0) - y(day.paidRevenue)}
                  rx={1.5}
                  className="fill-brand-600"
                />
              )}
              {pending > 0 && (
                <rect
                  x={x}
                  y={y(day.revenue)}
                  width={barWidth}
                  height={y(day.paidRevenue) - y(day.revenue)}
                  rx={1.5}
                  className="fill-brand-300"
                />
              )}
              {(days.length - 1 - index) % labelEvery === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  className="fill-stone-500 text-[11px]"
                >
                  {shortDay(day.day)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600" />
          {t.legendPaid}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-300" />
          {t.legendAwaiting}
        </span>
      </p>
    </div>
  );
}
