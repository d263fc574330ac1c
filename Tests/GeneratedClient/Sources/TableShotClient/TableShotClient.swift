// The module is what swift-openapi-generator's build plugin generates from `openapi.json` (a link to
// `Assets/openapi.json`) as `openapi-generator-config.yaml` asks: `Client`, `Components` and `Operations`, visible
// to this package's tests. This file only gives SwiftPM a source file to find in the target's folder.
