// The page's files (lib/serve/page/), compiled into the program: each found
// by its name, with the content type it is served as.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace xxroute::serve {

struct EmbeddedFile {
  const char* name;  // "index.html", "app.js"
  const unsigned char* bytes;
  size_t size;
};
// Every file of the page, by name (generated at build time: assets_data.cpp).
const std::vector<EmbeddedFile>& EmbeddedFiles();

struct Asset {
  std::string_view body;
  std::string type;  // "text/html; charset=utf-8"
};
// The file `name` (no folder: "app.js"); false when the page has none.
bool FindAsset(const std::string& name, Asset* out);

}  // namespace xxroute::serve
