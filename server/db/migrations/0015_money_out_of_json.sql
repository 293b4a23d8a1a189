-- Money leaves the JSON columns (issue 57): an order line's price is its unit_price_kobo column
-- (the snapshot's copy in naira goes), and the delivery zones and pickup points keep kobo.
UPDATE "order_lines" SET "snapshot" = "snapshot" - 'price';
--> statement-breakpoint
UPDATE "delivery_settings" SET
  "zones" = coalesce((
    SELECT jsonb_agg(
      (z.value - 'fee' - 'freeFrom') || jsonb_build_object(
        'feeKobo', round((z.value->>'fee')::numeric * 100),
        'freeFromKobo', CASE WHEN jsonb_typeof(z.value->'freeFrom') = 'number'
          THEN to_jsonb(round((z.value->>'freeFrom')::numeric * 100)) ELSE 'null'::jsonb END
      ) ORDER BY z.ordinality)
    FROM jsonb_array_elements("zones") WITH ORDINALITY AS z(value, ordinality)
  ), '[]'::jsonb),
  "pickup_points" = coalesce((
    SELECT jsonb_agg(
      (p.value - 'fee') || jsonb_build_object('feeKobo', round((p.value->>'fee')::numeric * 100))
      ORDER BY p.ordinality)
    FROM jsonb_array_elements("pickup_points") WITH ORDINALITY AS p(value, ordinality)
  ), '[]'::jsonb);
