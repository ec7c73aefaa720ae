// Babel is used only where Docusaurus still falls back to it (SWC/Rspack does the build with future.v4).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
