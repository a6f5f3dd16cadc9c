import type { HeaterKind } from '@shop/contract';

const LINE = 'stroke-stone-700';
const DIM = 'stroke-brand-600';
const LETTER = 'fill-brand-700 text-[13px] font-bold';

/** A dimension line with arrows' ends and its letter at the middle. */
function Dim(props: {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  letter: string;
  dx?: number;
  dy?: number;
}) {
  const { x1, y1, x2, y2, letter, dx = 0, dy = -6 } = props;
  return (
    <g>
      <line
        x1={x1}
        y1={y1}
        x2={x2}
        y2={y2}
        className={DIM}
        strokeWidth={1.2}
        markerStart="url(#end)"
        markerEnd="url(#end)"
      />
      <text x={(x1 + x2) / 2 + dx} y={(y1 + y2) / 2 + dy} textAnchor="middle" className={LETTER}>
        {letter}
      </text>
    </g>
  );
}

function Letter({ x, y, letter }: { x: number; y: number; letter: string }) {
  return (
    <text x={x} y={y} className={LETTER}>
      {letter}
    </text>
  );
}

function Cartridge() {
  return (
    <>
      <rect
        x={40}
        y={50}
        width={200}
        height={30}
        rx={4}
        className={`${LINE} fill-stone-200`}
        strokeWidth={2}
      />
      <rect x={200} y={50} width={40} height={30} className="fill-stone-100" />
      <line x1={200} y1={50} x2={200} y2={80} className={LINE} strokeDasharray="3 3" />
      <path
        d="M240 58 C 270 58, 270 40, 300 40 M240 72 C 275 72, 275 92, 300 92"
        className={`${LINE} fill-none`}
        strokeWidth={2}
      />
      <Dim x1={40} y1={100} x2={240} y2={100} letter="L" dy={14} />
      <Dim x1={200} y1={36} x2={240} y2={36} letter="C" />
      <Dim x1={24} y1={50} x2={24} y2={80} letter="D" dx={-10} dy={4} />
      <Dim x1={244} y1={112} x2={300} y2={112} letter="E" dy={14} />
    </>
  );
}

function Tubular({ shape }: { shape: string }) {
  if (shape === 'straight')
    return (
      <>
        <line
          x1={40}
          y1={65}
          x2={290}
          y2={65}
          className={LINE}
          strokeWidth={10}
          strokeLinecap="round"
        />
        <rect x={40} y={55} width={16} height={20} className="fill-stone-400" />
        <Dim x1={40} y1={95} x2={290} y2={95} letter="A" dy={14} />
        <Dim x1={40} y1={38} x2={70} y2={38} letter="C" />
        <Dim x1={300} y1={58} x2={300} y2={72} letter="D" dx={12} dy={4} />
      </>
    );
  const legs = shape === 'w' ? 4 : 2;
  const gap = shape === 'w' ? 22 : 40;
  const top = 30;
  const paths = [];
  for (let i = 0; i < legs; i += 1) {
    const y = top + i * gap;
    paths.push(`M60 ${y} L260 ${y}`);
  }
  for (let i = 0; i < legs - 1; i += 1) {
    const y = top + i * gap;
    const x = i % 2 === 0 ? 260 : 60;
    const sweep = i % 2 === 0 ? 1 : 0;
    paths.push(`M${x} ${y} A ${gap / 2} ${gap / 2} 0 0 ${sweep} ${x} ${y + gap}`);
  }
  const bottom = top + (legs - 1) * gap;
  return (
    <>
      {paths.map((d) => (
        <path key={d} d={d} className={`${LINE} fill-none`} strokeWidth={6} strokeLinecap="round" />
      ))}
      <rect x={40} y={top - 8} width={14} height={bottom - top + 16} className="fill-stone-400" />
      <Dim x1={60} y1={bottom + 26} x2={260} y2={bottom + 26} letter="A" dy={14} />
      <Dim x1={296} y1={top} x2={296} y2={top + gap} letter="B" dx={12} dy={4} />
      <Dim x1={60} y1={top - 16} x2={100} y2={top - 16} letter="C" />
      <Letter x={150} y={top - 12} letter="D" />
    </>
  );
}

function Band() {
  return (
    <>
      <ellipse cx={160} cy={70} rx={70} ry={45} className={`${LINE} fill-none`} strokeWidth={14} />
      <ellipse
        cx={160}
        cy={70}
        rx={63}
        ry={38}
        className="fill-none stroke-stone-300"
        strokeWidth={1}
      />
      <rect x={150} y={14} width={20} height={14} className="fill-stone-500" />
      <Dim x1={97} y1={70} x2={223} y2={70} letter="D" />
      <Dim x1={250} y1={25} x2={250} y2={39} letter="W" dx={12} dy={4} />
    </>
  );
}

function Finned() {
  const fins = Array.from({ length: 22 }, (_, i) => 60 + i * 9);
  return (
    <>
      <line x1={40} y1={65} x2={280} y2={65} className={LINE} strokeWidth={8} />
      {fins.map((x) => (
        <line key={x} x1={x} y1={42} x2={x} y2={88} className="stroke-stone-500" strokeWidth={2} />
      ))}
      <Dim x1={60} y1={108} x2={249} y2={108} letter="L" dy={14} />
      <Dim x1={296} y1={42} x2={296} y2={88} letter="F" dx={12} dy={4} />
    </>
  );
}

function Other() {
  return (
    <text x={160} y={75} textAnchor="middle" className="fill-stone-400 text-[40px]">
      ?
    </text>
  );
}

/** A simple sketch of the chosen heater with the letters its form's dimensions are named by. */
export function HeaterDrawing({
  kind,
  shape,
  title,
}: {
  kind: HeaterKind;
  shape: string;
  title: string;
}) {
  return (
    <svg viewBox="0 0 330 150" role="img" aria-label={title} className="h-auto w-full max-w-md">
      <title>{title}</title>
      <defs>
        <marker
          id="end"
          viewBox="0 0 10 10"
          refX="5"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 5 L10 5 M5 0 L5 10" className={DIM} strokeWidth={2} />
        </marker>
      </defs>
      {kind === 'cartridge' && <Cartridge />}
      {kind === 'tubular' && <Tubular shape={shape} />}
      {kind === 'band' && <Band />}
      {kind === 'finned' && <Finned />}
      {kind === 'other' && <Other />}
    </svg>
  );
}
