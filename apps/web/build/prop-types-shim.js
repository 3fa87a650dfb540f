// React 19 no longer checks propTypes, so the validators that libraries (react-feather,
// react-bootstrap) declare are never called. These are the no-op shims prop-types itself ships for
// production, without its CommonJS wrapper: one less chunk on every screen, the login page's too.
function shim() {}
shim.isRequired = shim;
const factory = () => shim;
const PropTypes = {
  any: shim,
  array: shim,
  bigint: shim,
  bool: shim,
  func: shim,
  number: shim,
  object: shim,
  string: shim,
  symbol: shim,
  node: shim,
  element: shim,
  elementType: shim,
  instanceOf: factory,
  arrayOf: factory,
  objectOf: factory,
  oneOf: factory,
  oneOfType: factory,
  shape: factory,
  exact: factory,
  checkPropTypes: shim,
  resetWarningCache: shim,
};
PropTypes.PropTypes = PropTypes;
export default PropTypes;
