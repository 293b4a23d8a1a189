import { Text, type TextProps } from '@mantine/core';
import { formatNaira } from '../../../contract/rules/currency';

export function Price({ amount, ...props }: { amount: number } & TextProps) {
  return (
    <Text fw={700} c="plum.8" {...props}>
      {formatNaira(amount)}
    </Text>
  );
}
