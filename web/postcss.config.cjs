// Mantine's PostCSS setup: light-dark(), rem(), @mixin hover/smaller-than/larger-than, and the breakpoint
// variables ($mantine-breakpoint-sm …) matching Mantine's default theme.breakpoints.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
