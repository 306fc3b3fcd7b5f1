#include "yaml_load.h"

#include <yaml.h>

#include <map>
#include <string_view>
#include <vector>

#include "xxroute/error.h"
#include "xxroute/limits.h"
#include "xxroute/yaml_reader.h"

// Why libyaml: yaml-cpp's own scanner spent about 2,000 instructions a byte,
// most of what a command spent on a typical position (its game data 25 KB,
// the position 8 KB). libyaml (Debian's libyaml-0-2, PyYAML's parser) reads
// the same text into events for a tenth of that; the tree is still yaml-cpp's
// YAML::Node, which every reader and the writer of positions use.
//
// yaml-cpp builds a tree with marks (lines) from its own parser only: a
// YAML::Node over nodes made in one memory is made by a private constructor
// that yaml-cpp opens to its friends, among them every YAML::as_if<T, S>.
// This specialisation, for a type of ours, is that door; it does what
// yaml-cpp's NodeBuilder does (yaml-cpp 0.6 to 0.8 keep these detail calls),
// and looks a key up without yaml-cpp's cost for an absent one (Field).
namespace xxroute {
struct YamlTreeDoor;
}  // namespace xxroute

template <>
struct YAML::as_if<xxroute::YamlTreeDoor, void> {
  static YAML::Node Wrap(YAML::detail::node& root, YAML::detail::shared_memory_holder memory) {
    return YAML::Node(root, memory);
  }
  // A mapping's value by its key's text, compared in place (Field).
  static YAML::Node Find(const YAML::Node& map, std::string_view key) {
    if (!map.m_isValid || !map.m_pNode || map.m_pNode->type() != YAML::NodeType::Map)
      return YAML::Node(YAML::NodeType::Undefined);
    YAML::detail::node& n = *map.m_pNode;  // (its non-const begin() changes nothing)
    for (auto it = n.begin(); it != n.end(); ++it) {
      const YAML::detail::node& k = *(*it).first;
      if (k.type() == YAML::NodeType::Scalar && k.scalar() == key) return YAML::Node(*(*it).second, map.m_pMemory);
    }
    return YAML::Node(YAML::NodeType::Undefined);
  }
};

namespace xxroute {

namespace {

// A plain scalar that YAML reads as null, as yaml-cpp does (its IsNullString).
bool IsNull(std::string_view v) { return v.empty() || v == "~" || v == "null" || v == "Null" || v == "NULL"; }

int LineOf(const yaml_mark_t& m) { return static_cast<int>(m.line) + 1; }

// Builds the tree event by event: one frame per open collection.
class TreeBuilder {
 public:
  explicit TreeBuilder(const std::string& file) : file_(file), memory_(new YAML::detail::memory_holder) {}

  // Whether the document is complete.
  bool Take(const yaml_event_t& e) {
    switch (e.type) {
      case YAML_SCALAR_EVENT: Scalar(e); break;
      case YAML_SEQUENCE_START_EVENT:
        Open(e, YAML::NodeType::Sequence, e.data.sequence_start.anchor, e.data.sequence_start.tag,
             e.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE);
        break;
      case YAML_MAPPING_START_EVENT:
        Open(e, YAML::NodeType::Map, e.data.mapping_start.anchor, e.data.mapping_start.tag,
             e.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE);
        break;
      case YAML_SEQUENCE_END_EVENT:
      case YAML_MAPPING_END_EVENT: Close(); break;
      case YAML_ALIAS_EVENT: Alias(e); break;
      case YAML_DOCUMENT_END_EVENT:
      case YAML_STREAM_END_EVENT: return true;
      default: break;
    }
    return false;
  }

  YAML::Node Tree() const {
    if (!root_) return YAML::Node();
    return YAML::as_if<YamlTreeDoor, void>::Wrap(*root_, memory_);
  }

 private:
  struct Frame {
    YAML::detail::node* node;
    YAML::detail::node* key;  // a mapping's key waiting for its value
    std::string anchor;
    long inside;  // nodes inside so far, aliases expanded
  };

  YAML::detail::node& Make(const yaml_event_t& e) {
    YAML::detail::node& n = memory_->create_node();
    YAML::Mark mark;
    mark.pos = static_cast<int>(e.start_mark.index);
    mark.line = static_cast<int>(e.start_mark.line);
    mark.column = static_cast<int>(e.start_mark.column);
    n.set_mark(mark);
    return n;
  }

  void Scalar(const yaml_event_t& e) {
    YAML::detail::node& n = Make(e);
    const auto& s = e.data.scalar;
    const std::string_view text(reinterpret_cast<const char*>(s.value), s.length);
    if (!s.tag && s.plain_implicit && IsNull(text)) {
      n.set_null();
    } else {
      n.set_scalar(std::string(text));
      n.set_tag(s.tag ? reinterpret_cast<const char*>(s.tag) : s.plain_implicit ? "?" : "!");
    }
    if (s.anchor) anchors_[reinterpret_cast<const char*>(s.anchor)] = {&n, 1};
    Count(e, 1);
    Place(n);
  }

  void Open(const yaml_event_t& e, YAML::NodeType::value type, const yaml_char_t* anchor, const yaml_char_t* tag,
            bool flow) {
    if (static_cast<int>(open_.size()) >= kMaxYamlDepth)
      throw InputError(file_, LineOf(e.start_mark),
                       "YAML nesting deeper than " + std::to_string(kMaxYamlDepth) + " levels");
    YAML::detail::node& n = Make(e);
    n.set_type(type);
    n.set_tag(tag ? reinterpret_cast<const char*>(tag) : "?");
    if (flow) n.set_style(YAML::EmitterStyle::Flow);
    Count(e, 1);
    Place(n);
    open_.push_back({&n, nullptr, anchor ? reinterpret_cast<const char*>(anchor) : "", 0});
  }

  void Close() {
    Frame f = open_.back();
    open_.pop_back();
    if (!f.anchor.empty()) anchors_[f.anchor] = {f.node, f.inside + 1};
    if (!open_.empty()) open_.back().inside += f.inside;
  }

  void Alias(const yaml_event_t& e) {
    const char* name = reinterpret_cast<const char*>(e.data.alias.anchor);
    auto it = anchors_.find(name);
    if (it == anchors_.end())
      throw InputError(file_, LineOf(e.start_mark),
                       std::string("YAML syntax error: alias *") + name + " names no anchor defined before it");
    Count(e, it->second.size);
    Place(*it->second.node);
  }

  // Counts nodes as if every alias were replaced by what it names: yaml-cpp
  // shares an aliased node, but code that walks the tree walks it once per
  // alias, and a few lines can stand for billions of nodes ("billion laughs").
  void Count(const yaml_event_t& e, long n) {
    total_ += n;
    if (!open_.empty()) open_.back().inside += n;
    if (total_ > kMaxYamlNodes)
      throw InputError(file_, LineOf(e.start_mark),
                       "aliases expand the document to more than " + std::to_string(kMaxYamlNodes) +
                           " YAML nodes (the node limit)");
  }

  void Place(YAML::detail::node& n) {
    if (open_.empty()) {
      root_ = &n;
      return;
    }
    Frame& f = open_.back();
    if (f.node->type() == YAML::NodeType::Sequence) {
      f.node->push_back(n, memory_);
    } else if (!f.key) {
      f.key = &n;
    } else {
      f.node->insert(*f.key, n, memory_);
      f.key = nullptr;
    }
  }

  struct Anchored {
    YAML::detail::node* node;
    long size;  // nodes, aliases inside expanded
  };
  const std::string& file_;
  YAML::detail::shared_memory_holder memory_;
  YAML::detail::node* root_ = nullptr;
  std::vector<Frame> open_;
  std::map<std::string, Anchored> anchors_;
  long total_ = 0;
};

// libyaml's words for what is wrong, with the line it names: the problem's,
// or where the text stops being readable.
[[noreturn]] void SyntaxError(const yaml_parser_t& p, const std::string& text, const std::string& file) {
  int line = LineOf(p.problem_mark);
  if (p.error == YAML_READER_ERROR) {  // (a reader error has an offset, not a mark)
    line = 1;
    for (size_t i = 0; i < p.problem_offset && i < text.size(); ++i) line += text[i] == '\n';
  }
  std::string what = p.problem ? p.problem : "unreadable YAML";
  if (p.context && LineOf(p.context_mark) != line)
    what += std::string(" (") + p.context + " at line " + std::to_string(LineOf(p.context_mark)) + ")";
  throw InputError(file, line, "YAML syntax error: " + what);
}

}  // namespace

const YAML::Node Field(const YAML::Node& n, std::string_view key) {
  return YAML::as_if<YamlTreeDoor, void>::Find(n, key);
}

YAML::Node ParseYaml(const std::string& text, const std::string& file) {
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) throw InputError(file, 0, "cannot be read (out of memory)");
  struct Done {
    yaml_parser_t* p;
    ~Done() { yaml_parser_delete(p); }
  } done{&parser};
  yaml_parser_set_input_string(&parser, reinterpret_cast<const unsigned char*>(text.data()), text.size());
  TreeBuilder builder(file);
  for (bool complete = false; !complete;) {
    yaml_event_t event;
    if (!yaml_parser_parse(&parser, &event)) SyntaxError(parser, text, file);
    try {
      complete = builder.Take(event);
    } catch (...) {
      yaml_event_delete(&event);
      throw;
    }
    yaml_event_delete(&event);
  }
  return builder.Tree();
}

}  // namespace xxroute
