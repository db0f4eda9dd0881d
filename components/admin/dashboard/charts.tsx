"use client";

/**
 * The dashboard's charts (Recharts, in the admin panel's own chunk: public pages never load it).
 * A chart is a picture of the table printed under it: hidden from assistive technology, which
 * reads the table, and not a tab stop; a click on a bar opens the Contact List the table links to.
 */
import { useRouter } from "next/navigation";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export type Series = { key: string; label: string; color: string };

/** Leads per day, one stacked bar a day, one colour per form. */
export function StackedDays({
  data,
  series,
  hrefs,
}: {
  data: Record<string, string | number>[];
  series: Series[];
  hrefs: Record<string, Record<string, string>>;
}) {
  const router = useRouter();
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((item) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              stackId="day"
              fill={item.color}
              cursor="pointer"
              onClick={(entry: { payload?: { day?: string } }) => {
                const href = entry.payload?.day && hrefs[entry.payload.day]?.[item.key];
                if (href) router.push(href);
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Horizontal bars, one a row (the funnel's steps, the top courses): each opens its leads. */
export function Bars({ data, color }: { data: { label: string; value: number; href: string }[]; color: string }) {
  const router = useRouter();
  return (
    <div aria-hidden="true" className="w-full" style={{ height: 40 + data.length * 36 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 16, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Bar
            dataKey="value"
            name="Leads"
            fill={color}
            cursor="pointer"
            onClick={(entry: { payload?: { href?: string } }) => {
              if (entry.payload?.href) router.push(entry.payload.href);
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
